"""Looking at and revealing the top cards of a library and sorting them (401.4, 701.20a)."""
