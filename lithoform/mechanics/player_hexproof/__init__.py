"""Players with hexproof or shroud (702.11c-d, 702.18a): 'You have hexproof.' (Leyline of Sanctity), 'You have
shroud.' (True Believer), and 'You and permanents you control gain hexproof from blue and from black until end
of turn.' (Veil of Summer)."""
