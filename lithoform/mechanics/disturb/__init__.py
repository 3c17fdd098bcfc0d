"""Disturb (702.146) and the back faces' 'If ~ would be put into a graveyard from anywhere, exile it instead'
(614.1a)."""
