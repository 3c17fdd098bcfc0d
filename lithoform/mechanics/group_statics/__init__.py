"""Static abilities of a group of permanents (604.1, 611.3a): 'Creatures you control with +1/+1 counters on them
can't be blocked.' (509.1b), 'Creatures you control are Slivers in addition to their other creature types.'
(205.1b). Text only: the parts are the engine's layer parts."""
