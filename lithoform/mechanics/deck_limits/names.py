"""The name the engine reads a card's own deck copy limit by (100.2a). Data only."""

from __future__ import annotations

DECK_COPY_LIMIT = "deck copy limit"  # Static.text: "any", or the number of copies a deck can have
