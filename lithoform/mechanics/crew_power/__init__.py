"""Creatures that crew Vehicles with a power other than their own (702.122a): 'crews Vehicles as though its
power were 2 greater' (Hotshot Mechanic), 'crews Vehicles using its toughness rather than its power' (Giant Ox)."""
