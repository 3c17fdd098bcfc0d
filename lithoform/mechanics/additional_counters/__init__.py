"""'Each other Warrior creature you control enters with an additional +1/+1 counter on it.' (Bramblewood
Paragon; 614.1c, 614.12, 122.6): a static ability whose replacement effect changes how other permanents enter."""
