"""'Each player who can't discards a card.' after an edict, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import EachPlayer, SacrificeChosen
from lithoform.compiler.values import SentenceMark, Unsupported, one
from lithoform.mechanics.couldnt_sacrifice.nodes import PlayersWhoCouldntSacrifice, SacrificeOrElse

COULDNT = "couldnt_sacrifice"


class CouldntSacrificeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cs_each_player_who_cant(self, c: list) -> SentenceMark:
        vp = c[0]
        if vp.subject != "player":
            raise Unsupported("'each player who can't' with an instruction that isn't a player's")
        return SentenceMark(COULDNT, (one(vp.make(PlayersWhoCouldntSacrifice())),))


def _mark(mark: SentenceMark, last: Any) -> Any:
    """The edict before the sentence: 'each player sacrifices ...' (701.21a)."""
    if mark.name != COULDNT:
        return None
    if not (isinstance(last, SacrificeChosen) and isinstance(last.who, EachPlayer) and last.count == 1):
        raise Unsupported("'each player who can't' after something other than 'each player sacrifices a ...'")
    return SacrificeOrElse(last, mark.effects[0])


TRANSFORMER = CouldntSacrificeRules
MARKS = (_mark,)
