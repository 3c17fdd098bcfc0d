"""Keyword counters (122.1b): a flying, first strike, lifelink... counter makes its object have that keyword
(the layers read them: rules/continuous/layers.py, 613.1f). This mechanic reads the counter kinds of two words
('put a first strike counter on it') and the choice of one kind as the effect resolves: 'Put a +1/+1 counter
and a counter from among flying, first strike, lifelink, or vigilance on it.' (Elspeth Resplendent)."""
