"""Counters that can't be put on permanents or players: 'Creatures you control can't have -1/-1 counters put on
them.', 'You can't get poison counters.' (Melira, Sylvok Outcast; 122.5, 122.6, 810.10c)."""
