"""'For as long as' durations of a resolving spell's or ability's continuous effects (611.2b): 'target creature
gets +2/+2 and has trample for as long as ~ remains tapped', 'for as long as ~ remains on the battlefield',
'for as long as you control ~', and the same effects 'until your next turn'."""
