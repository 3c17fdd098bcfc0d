"""Static bans on casting spells of a kind, the text part. Data only."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import CantThisTurn, EachOpponent, Filter
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.cast_bans.nodes import LandPlayBan, SpellCastBan

# The fields of a spell's description the ban can read from the card being cast (its characteristics, 109.3)
_READ = frozenset({"types", "not_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes", "colors",
                   "not_colors", "color_count", "mana_value_at_least", "mana_value_at_most", "all_types",
                   "x_in_mana_cost"})


# Filter.chosen for 'with the same name as the exiled card' (607.2a), as mechanics/linked_owner writes it
LINKED_NAME = "linked name"


class CastBansRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def opponents_cant_cast_this_turn(self, c: list) -> CantThisTurn:
        """'Your opponents can't cast spells this turn.' (101.2, 611.2a): each opponent's ban until end of turn
        (514.2), the one 'Target player can't cast spells this turn' makes (mechanics/player_verbs)."""
        return CantThisTurn(EachOpponent(), "cast", self._spells_or_lands(c[0], "spell"))  # type: ignore[attr-defined]

    def st_opponents_cast_ban(self, c: list) -> SpellCastBan:
        return self._cast_ban("opponents", c)

    def st_you_cast_ban(self, c: list) -> SpellCastBan:
        return self._cast_ban("you", c)

    def st_players_cast_ban(self, c: list) -> SpellCastBan:
        return self._cast_ban("players", c)

    def st_spells_cant_be_cast(self, c: list) -> SpellCastBan:
        """'Noncreature spells with mana value 4 or greater can't be cast.' (101.2): every player's ban."""
        return self._cast_ban("players", c)

    def _cast_ban(self, who: str, c: list, zones: tuple[str, ...] = ()) -> SpellCastBan:
        d = c[0]
        during = c[1] if len(c) > 1 else ""
        if d.noun != "spell" or not d.plural:
            raise Unsupported("a casting ban on something other than spells")
        if d.zone == "graveyard" and d.any_graveyard and not zones:  # 'spells from graveyards' (601.2a)
            zones = ("graveyard",)
        elif d.zone != "stack":
            raise Unsupported("a casting ban on spells cast from a zone of one player")
        f = d.filter()
        blank = Filter()
        # 'with mana value equal to the chosen number' (Sanctum Prelate): read with the ban's source's choice
        # 'with the same name as the exiled card' (Ixalan's Binding; 607.2a): the name of what this card exiled
        rest = msgspec.structs.replace(f, chosen=None) if f.chosen in ("number", LINKED_NAME) else f
        if any(getattr(rest, k) != getattr(blank, k) for k in Filter.__struct_fields__ if k not in _READ):
            raise Unsupported("a casting ban on spells described by more than their characteristics")
        return SpellCastBan(msgspec.structs.replace(f), who, during, zones=zones)

    def cb_zone(self, c: list) -> str:
        return str(c[0])

    def st_players_cast_ban_from(self, c: list) -> SpellCastBan:
        """'Players can't cast spells from graveyards or libraries.' (Grafdigger's Cage; 601.2a: the zone a spell
        is cast from is the zone the card is in as it begins to be cast)."""
        zones = tuple(sorted({"graveyard" if z == "graveyards" else "library" for z in c[1:]}))
        return self._cast_ban("players", [self.desc([c[0]])], zones)  # type: ignore[attr-defined]

    def st_you_cant_play_from_hand(self, c: list) -> list:
        """'You can't play lands or cast spells from your hand.' (Experimental Frenzy; 305.1, 601.3): a ban on
        playing land cards from the hand and one on casting spells from it."""
        lands, spells = (self._words(t) for t in c)  # type: ignore[attr-defined]
        if lands != ("lands",) or spells != ("spells",):
            raise Unsupported("a ban on playing or casting some lands or spells from the hand")
        return [LandPlayBan("you", ("hand",)), SpellCastBan(Filter(), "you", zones=("hand",))]

    def cbd_your_turn(self, c: list) -> str:
        return "your turn"

    def cbd_combat(self, c: list) -> str:
        return "combat"


TRANSFORMER = CastBansRules
