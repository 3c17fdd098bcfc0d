"""'Exile the top card of that player's library. Until end of turn, you may cast that card.', the text part.
Data only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lithoform.cards.tree import Exile, Sequence, Target
from lithoform.compiler.values import VP, SentenceMark, Unsupported, replace
from lithoform.mechanics.annihilator.nodes import DefendingPlayer
from lithoform.mechanics.exile_cast.nodes import ExileTopOfLibrary, MayCastExiled

MAY_CAST_EXILED = "may_cast_exiled"
MAY_CAST_EXILED_ANY = "may_cast_exiled_any_type"
CAST_EXILED_NOW = "cast_exiled_now"


@dataclass(frozen=True)
class CastMark(SentenceMark):
    """'Until end of turn, you may cast that card.': a sentence that changes the exile before it."""


class ExileCastRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def ec_that_player(self, c: list) -> Any:
        return self.pl_that_player(c)  # type: ignore[attr-defined]

    def ec_target_player(self, c: list) -> Any:
        return self.pl_target_player(c)  # type: ignore[attr-defined]

    def ec_target_opponent(self, c: list) -> Any:
        return self.pl_target_opponent(c)  # type: ignore[attr-defined]

    def ec_each_opponent(self, c: list) -> Any:
        return self.pl_each_opponent(c)  # type: ignore[attr-defined]

    def ec_defending_player(self, c: list) -> DefendingPlayer:
        return DefendingPlayer()

    def exile_top_of_player(self, c: list) -> VP:
        """406.2: 'exile the top card of that player's library'."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        who = c[1]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]  # 607.2a: 'cards exiled with ~'
        return VP(lambda _you: ExileTopOfLibrary(who, key), "you", "exile top")

    def cast_what(self, c: list) -> str:
        for tok in c:
            words = " ".join(self._words(tok))  # type: ignore[attr-defined]
            if words not in ("card", "cards"):
                raise Unsupported(f"casting {words!r} among the exiled cards")
        return "exiled"

    def may_cast_exiled_sentence(self, c: list) -> CastMark:
        """601.3: 'Until end of turn, you may cast that card.' / 'You may cast that card this turn.'"""
        return CastMark(MAY_CAST_EXILED)

    def may_cast_exiled_any_type_sentence(self, c: list) -> CastMark:
        """601.3, 609.4b: 'You may cast it this turn, and you may spend mana as though it were mana of any type to
        cast that spell.' (Dire Fleet Daredevil)"""
        self._only(c[1], "spell")  # type: ignore[attr-defined]
        return CastMark(MAY_CAST_EXILED_ANY)

    def may_cast_exiled_now_sentence(self, c: list) -> CastMark:
        """608.2g: 'You may cast that card.' (no duration: during the resolution; Chandra, Torch of Defiance)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return CastMark(CAST_EXILED_NOW)


def _exiles(last: Any) -> bool:
    """An instruction that exiles cards a later 'that card' / 'it' names: the top of a library (406.2) or a
    target card (Dire Fleet Daredevil: 'exile target instant or sorcery card from an opponent's graveyard')."""
    return isinstance(last, ExileTopOfLibrary) or (isinstance(last, Exile) and isinstance(last.what, Target))


def mark_cast(mark: SentenceMark, last: Any) -> Any:
    """A 'you may cast that card' sentence after an exile of top cards (406.2), or None ('You may cast that card.'
    with no duration: mechanics/exile_to_play's mark_cast_now)."""
    if mark.name == "free_cast_exiled" and isinstance(last, Sequence) and last.effects \
            and isinstance(last.effects[-1], MayCastExiled) and not last.effects[-1].exile_after:
        # 'If that spell would be put into a graveyard this turn, exile it instead.' (614.1a)
        return Sequence(last.effects[:-1] + (replace(last.effects[-1], exile_after=True),))
    if not isinstance(mark, CastMark) or mark.name not in (MAY_CAST_EXILED, MAY_CAST_EXILED_ANY) \
            or not _exiles(last):
        return None
    return Sequence((last, MayCastExiled(any_type=mark.name == MAY_CAST_EXILED_ANY)))


TRANSFORMER = ExileCastRules
MARKS = (mark_cast,)
