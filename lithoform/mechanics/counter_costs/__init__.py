"""Costs that remove counters from the permanent itself (118.3, 602.2b, 122.1): 'Remove X [kind] counters
from ~' (107.3a: X announced as it's activated), 'Remove all [kind] counters from ~', 'Remove three quest
counters from ~ and sacrifice it', and the amount 'the number of [kind] counters removed this way'."""
