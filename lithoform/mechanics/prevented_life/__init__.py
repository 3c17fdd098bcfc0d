"""'You gain life equal to the damage prevented this way.' (615.5: the additional effect of a prevention effect the
same spell or ability created: Reverse Damage, Hallow, Chant of Vitu-Ghazi)."""
