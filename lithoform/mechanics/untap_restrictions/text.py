"""'... don't untap during ...' (502.3), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import ApplyContinuous, DoesntUntap, EntersTapped, Filter, StaticEffect
from lithoform.compiler.values import VP
from lithoform.mechanics.control_duration.text import SOURCE_TAPPED


class UntapRestrictionsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def ur_group_dont_untap(self, c: list) -> StaticEffect:
        """'Nonbasic lands don't untap during their controllers' untap steps.' (Back to Basics; 502.3): each
        permanent of the group, whoever controls it, while the ability applies (611.3a)."""
        f: Filter = c[0]
        return StaticEffect((DoesntUntap(),), f)

    def ur_dont_untap_while_tapped(self, c: list) -> VP:
        """'That permanent doesn't untap during its controller's untap step for as long as ~ remains tapped.'
        (Amber Prison; 502.3, 611.2b): it ends as ~ untaps or leaves the battlefield (mechanics/control_duration)."""
        return VP(lambda what: ApplyContinuous((DoesntUntap(),), what, SOURCE_TAPPED), "object", "don't untap")

    def ur_self_dont_untap_if(self, c: list) -> StaticEffect:
        """'~ doesn't untap during your untap step if it has a depletion counter on it' (502.3): checked as the
        untap step untaps (611.3a: the effect exists only while the condition holds; 'it' is ~ itself)."""
        return StaticEffect((DoesntUntap(),), condition=c[0])

    def ur_enters_tapped_dont_untap(self, c: list) -> list:
        """'~ enters tapped and doesn't untap during your untap step' (Grimgrin): a replacement effect
        (614.1c) and a static ability (502.3) written as one sentence."""
        return [EntersTapped(), StaticEffect((DoesntUntap(),))]


TRANSFORMER = UntapRestrictionsRules
