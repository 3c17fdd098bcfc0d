"""'Whenever you put one or more -1/-1 counters on a creature' (122.1, 603.2): who puts counters is the player
whose spell or ability resolves (608.2), who pays a cost (602.2b), whose wither or infect source deals damage
(120.3d), or who controls a permanent entering with them (the rulings of Hapatra and Generous Patron). The
engine side: rules/replacement/events.put_counters (`by`) and rules/triggers/matching.counters_put_triggers."""
