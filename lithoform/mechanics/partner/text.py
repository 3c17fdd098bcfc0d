"""Partner (702.124) and "~ can be your commander" (903.3a), the text part. Data only.

"Partner" (702.124h) and "~ can be your commander" (903.3a) modify the deck-construction rules of the
Commander variant and function before the game begins: in a game they do nothing, so they compile to a
static ability the engine knows by name and never consults. "Partner with [name]" (702.124j) is that
deck-construction ability and a real triggered one: "When this permanent enters, target player may search
their library for a card named [name], reveal it, put it into their hand, then shuffle.\""""

from __future__ import annotations

from lithoform.cards.tree import Static, TargetSpec, Trigger, TriggeredAbility
from lithoform.mechanics.partner.nodes import PartnerSearch


def partner_with(name: str) -> list:
    """702.124j: the two abilities 'partner with [name]' represents."""
    search = TriggeredAbility(
        trigger=Trigger("enters", this=True),
        effect=PartnerSearch(name),
        targets=(TargetSpec(kind="player"),),
        keyword="Partner",
        text=f"Partner with {name} (when it enters, target player may search their library for a card named "
             f"{name}, reveal it, put it into their hand, then shuffle)",
    )
    return [Static("Partner with", text=f"Partner with {name}"), search]


class PartnerRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_partner(self, c: list) -> Static:
        """702.124h: a deck-construction rule of the Commander variant, with no effect in the game."""
        return Static("Partner", text="Partner")

    def kw_partner_with(self, c: list) -> list:
        return partner_with(self.card_name(c[0]))  # type: ignore[attr-defined]

    def st_can_be_commander(self, c: list) -> Static:
        """903.3a: 'This ability modifies the rules for deck construction, and it functions before the game
        begins.' No effect in the game (and none outside the Commander variant)."""
        return Static("Can be your commander", text="~ can be your commander")


TRANSFORMER = PartnerRules
