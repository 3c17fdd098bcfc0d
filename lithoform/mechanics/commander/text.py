"""'Add one mana of any color in your commander's color identity.' (903.4), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.commander.nodes import (
    CommanderCasts,
    CommanderColorMana,
    CommanderToHand,
    ControlsCommander,
)


class CommanderRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def add_commander_colors(self, c: list) -> VP:
        """903.4: a color of the color identity of the ability's controller's commanders (702.124c: both)."""
        return VP(lambda _you: CommanderColorMana(), "you", "add")

    def cond_control_your_commander(self, c: list) -> ControlsCommander:
        return ControlsCommander()

    def cond_control_a_commander(self, c: list) -> ControlsCommander:
        return ControlsCommander(yours=False)

    def for_each_commander_cast(self, c: list) -> CommanderCasts:
        return CommanderCasts()

    def commander_to_hand(self, c: list) -> VP:
        return VP(lambda _you: CommanderToHand(), "you", "put")


TRANSFORMER = CommanderRules
