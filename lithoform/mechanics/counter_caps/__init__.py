"""'Put up to X +1/+0 counters on ~. This ability can't cause the total number of +1/+0 counters on ~ to be
greater than seven.' (the Clockwork creatures; 122.1, 107.1c)."""
