"""Jump-start (702.133), its text part: the keyword is a permission to cast the card from its owner's graveyard
with a discard as an additional cost (601.3, 601.2f). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import CastFromGraveyard, Cost
from lithoform.compiler.values import Unsupported

JUMP_START = "Jump-start"


class JumpStartRules:
    """Transformer rules of jump-start; mixed into `OracleTransformer`."""

    face_types: tuple[str, ...]

    def kw_jump_start(self, c: list) -> CastFromGraveyard:
        """702.133a: 'You may cast this card from your graveyard if the resulting spell is an instant or sorcery
        spell by discarding a card as an additional cost to cast it'; the exile as it leaves the stack is the
        rules part's (mechanics/jump_start/rules.py)."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("jump-start on a card that isn't an instant or sorcery")
        return CastFromGraveyard(additional=Cost(discard=1), keyword=JUMP_START)


TRANSFORMER = JumpStartRules
