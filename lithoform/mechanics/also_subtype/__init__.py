"""'... becomes a Dinosaur in addition to its other creature types' (Allosaurus Shepherd): a resolving effect that
adds a creature type (layer 4, 613.1d; 205.1b: the object's other types stay)."""
