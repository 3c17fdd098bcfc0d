"""'When ~ enters untapped' (Mystic Sanctuary, Witch's Cottage; 603.6a): an enters-the-battlefield trigger of
a permanent that entered untapped. The core's enters matching reads the entering object's status against
the trigger's filter (rules/triggers/matching.py); this home is the text part only."""
