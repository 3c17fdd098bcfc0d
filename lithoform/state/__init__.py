"""The game state as plain data (GUIDE principles 1, 6, 10, 11): objects and ids (400.7), zones, last known
information, events, decisions and resumable procedures. Imports nothing from the rules."""
