"""'You may pay [cost] any number of times. When you pay this cost one or more times, ...' (603.12)."""
