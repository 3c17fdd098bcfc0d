"""A target and the other permanents that share a color with it (radiance: Leave No Trace, Cleansing Beam), acted on
by one instruction at once (105.2, 608.2h)."""
