"""Sunburst (702.44): a permanent spell enters with a +1/+1 counter (a creature) or a charge counter (anything
else) for each color of mana spent to cast it; 'Modular—Sunburst' sets modular's number the same way (702.44c)."""
