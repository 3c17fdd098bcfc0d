"""'Whenever you cast a creature spell this turn, draw a card.' (Glimpse of Nature; Battle of Frost and Fire's third
chapter): a delayed triggered ability that triggers on casting for the rest of the turn (603.7a, 601.2i, 514.2).
The trigger is matched by rules/triggers/matching.py as each spell becomes cast."""
