"""Opening-hand actions (103.6), their text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.opening_hand.nodes import BeginOnBattlefield


class OpeningHandRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    face_types: tuple[str, ...]

    def st_begin_on_battlefield(self, c: list) -> BeginOnBattlefield:
        """103.6a: 'If ~ is in your opening hand, you may begin the game with it on the battlefield.'"""
        if "Instant" in self.face_types or "Sorcery" in self.face_types:
            raise Unsupported("beginning the game with a nonpermanent card on the battlefield")
        return BeginOnBattlefield(text="If ~ is in your opening hand, you may begin the game with it on the "
                                       "battlefield.")


TRANSFORMER = OpeningHandRules
