"""'Target creature and all other creatures with the same name as that creature' (201.2)."""
