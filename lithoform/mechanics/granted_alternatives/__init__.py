"""Alternative costs a permanent offers the spells its controller casts (118.9, 601.2b): Omniscience."""
