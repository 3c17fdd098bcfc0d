"""'An opponent controls N or more [permanents]' (Tectonic Edge's activation condition, 602.5b)."""
