"""'Exile any number of other nonland permanents you own and control.' (Yorion, Sky Nomad; 701.13a, 608.2d)."""
