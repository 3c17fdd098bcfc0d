"""Auras that enchant a player (303.4), their text part: 'Enchant player' / 'Enchant opponent' (702.5a) and
the steps of the enchanted player ('at the beginning of enchanted player's upkeep', 603.2, 503.1a), after
which 'that player' is the enchanted player. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Enchant, EnchantedPlayer
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.enchant_player.nodes import ENCHANTED


class EnchantPlayerRules:
    """Transformer rules of Auras that enchant a player."""

    face_subtypes: tuple[str, ...]

    def _aura(self) -> None:
        if "Aura" not in self.face_subtypes:
            raise Unsupported("'enchant player' on a card that isn't an Aura")

    def kw_enchant_player(self, c: list) -> Enchant:
        """702.5a, 303.4a: 'Enchant player': it targets a player as it is cast and is attached to them."""
        self._aura()
        return Enchant("player", None, text="Enchant player")

    def kw_enchant_opponent(self, c: list) -> Enchant:
        """702.5a: 'Enchant opponent': only an opponent of its controller."""
        self._aura()
        return Enchant("opponent", None, text="Enchant opponent")

    def _enchanted_step(self, step: str) -> tuple[str, str]:
        self._aura()
        self.scope.player = EnchantedPlayer()  # type: ignore[attr-defined]  # 'that player': the enchanted player
        return (step, ENCHANTED)

    def step_enchanted_upkeep(self, c: list) -> tuple[str, str]:
        return self._enchanted_step("upkeep")

    def step_enchanted_draw(self, c: list) -> tuple[str, str]:
        return self._enchanted_step("draw")

    def step_enchanted_end(self, c: list) -> tuple[str, str]:
        return self._enchanted_step("end")


TRANSFORMER = EnchantPlayerRules
