"""Exceptions raised by the card database."""

from __future__ import annotations


class UnknownCardError(KeyError, LookupError):
    """No card has the requested name; `suggestions` holds the nearest names."""

    def __init__(self, name: str, suggestions: tuple[str, ...] = ()) -> None:
        super().__init__(name)
        self.name = name
        self.suggestions = suggestions

    def __str__(self) -> str:
        # KeyError.__str__ would repr() the key; a readable sentence is more useful here.
        if not self.suggestions:
            return f"unknown card name {self.name!r}"
        return f"unknown card name {self.name!r}; did you mean: {', '.join(self.suggestions)}?"


class AmbiguousCardError(UnknownCardError):
    """A face name belongs to several playable cards (e.g. two split cards sharing a half)."""

    def __str__(self) -> str:
        return f"card name {self.name!r} is ambiguous; it could be: {', '.join(self.suggestions)}"


class CardDataError(ValueError):
    """A card data file or database is malformed or unusable."""
