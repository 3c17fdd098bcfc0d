"""The catalog's error: no definition of a card is known."""

from __future__ import annotations


class UnknownCardDefinition(KeyError):
    """No definition of this card is known to the engine."""

    def __str__(self) -> str:
        return str(self.args[0])
