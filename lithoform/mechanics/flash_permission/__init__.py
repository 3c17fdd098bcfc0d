"""'You may cast Aura and Equipment spells as though they had flash' (Sigarda's Aid; 702.8a, 307.1, 117.1a)."""
