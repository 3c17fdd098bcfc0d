"""The monarch (725): a designation a player becomes ('you become the monarch'), with two inherent triggered
abilities, and 'exile ... until an opponent becomes the monarch' (610.3; Palace Jailer)."""
