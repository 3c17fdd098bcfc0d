"""The durations of a control-changing effect (611.2b), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import CANT_ATTACK_KW, CANT_BLOCK, AddAbilities, DoesntUntap
from lithoform.compiler.values import VP
from lithoform.mechanics.control_duration.nodes import WhileYouControlSource

YOU_CONTROL_SOURCE = "you_control_source"  # 'for as long as you control ~' (the rules part ends it)
SOURCE_TAPPED = "source_remains_tapped"  # 'for as long as ~ remains tapped' (Vedalken Shackles)
YOU_CONTROL_SOURCE_TAPPED = "you_control_source_tapped"  # 'for as long as you control ~ and ~ remains tapped'
SOURCE_LEAVES = "source_leaves"  # 'for as long as ~ remains on the battlefield' (rules/zones.py ends it)
DURATIONS = (YOU_CONTROL_SOURCE, SOURCE_TAPPED, YOU_CONTROL_SOURCE_TAPPED)


class ControlDurationRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py); `gain_control` (verbs.py)
    reads the duration they return."""

    def cf_you_control_this(self, c: list) -> str:
        return YOU_CONTROL_SOURCE

    def cf_this_remains_tapped(self, c: list) -> str:
        return SOURCE_TAPPED

    def cf_you_control_tapped(self, c: list) -> str:
        """'for as long as you control ~ and ~ remains tapped' (Helm of Possession): both must hold (611.2b)."""
        return YOU_CONTROL_SOURCE_TAPPED

    def cf_end_of_your_next_turn(self, c: list) -> str:
        """'until the end of your next turn' (611.2a): rules/turn/steps.py ends it after that turn's cleanup."""
        return "end_of_your_next_turn"

    def cf_this_remains(self, c: list) -> str:
        return "source_leaves"  # 611.2b: ends as ~ leaves the battlefield (rules/zones.py)

    def gain_keywords_while_control(self, c: list) -> VP:
        """'another target permanent gains indestructible for as long as you control ~' (611.2b)."""
        keywords = c[0]
        return VP(lambda what: WhileYouControlSource((AddAbilities(keywords=keywords),), what), "object", "gain")

    def dont_untap_while_control(self, c: list) -> VP:
        """'that creature doesn't untap during its controller's untap step for as long as you control ~' (502.3,
        611.2b)."""
        return VP(lambda what: WhileYouControlSource((DoesntUntap(),), what), "object", "don't untap")

    def cant_attack_block_while_control(self, c: list) -> VP:
        """'that creature can't attack or block for as long as you control ~' (508.1c, 509.1a, 611.2b)."""
        return VP(lambda what: WhileYouControlSource((AddAbilities(keywords=(CANT_ATTACK_KW, CANT_BLOCK)),), what),
                  "object", "gain")


TRANSFORMER = ControlDurationRules
