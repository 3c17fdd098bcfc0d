"""Granted quoted abilities: 'All Slivers have "..."', 'Creatures you control have "{T}: Add {G}."',
'Equipped creature has haste and "..."' (113.1a: an object can be granted an ability; 613.1f: layer 6)."""
