"""Modular (702.43a), the text part: the keyword stands for two abilities, written with the general nodes.
"Modular N" means "This permanent enters with N +1/+1 counters on it" and "When this permanent is put into a
graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1
counter on this permanent." The counters are counted from its last known information (608.2h). Data only."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import (
    CountersOn,
    EntersWithCounters,
    ExtraCounters,
    Filter,
    May,
    PutCounters,
    Target,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from lithoform.compiler.values import Unsupported


def modular_dies(printed: str) -> TriggeredAbility:
    """702.43a: modular's second ability (also 'Modular—Sunburst''s, 702.44c)."""
    return TriggeredAbility(
        trigger=Trigger("dies", this=True),
        effect=May(PutCounters("+1/+1", CountersOn("+1/+1"), Target(0))),
        targets=(TargetSpec("creature", Filter(types=("Artifact",))),),
        keyword="Modular",
        text=f"{printed} (when it dies, you may move its +1/+1 counters onto target artifact creature)",
    )


def modular(n: int) -> list:
    """702.43a: the two abilities of 'Modular N'."""
    enters = EntersWithCounters("+1/+1", n, text=f"Modular {n} (enters with {n} +1/+1 counters)")
    return [enters, modular_dies(f"Modular {n}")]


class ModularRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_modular(self, c: list) -> list:
        if "Artifact" not in self.face_types or "Creature" not in self.face_types:  # type: ignore[attr-defined]
            raise Unsupported("modular on a card that isn't an artifact creature")
        return modular(int(str(c[0])))

    def st_modular_extra_counters(self, c: list) -> ExtraCounters:
        """614.1a: Zabaz's 'If a modular triggered ability would put one or more +1/+1 counters on a creature you
        control, that many plus one ... instead': only the counters modular's dies trigger puts (702.43a), not
        the ones a modular permanent enters with (that is a static ability)."""
        if tuple(self._words(c[0])) != ("triggered", "ability"):  # type: ignore[attr-defined]
            raise Unsupported("'a modular ...' other than a modular triggered ability")
        base = self.st_extra_counters(c[1:])  # type: ignore[attr-defined]
        return msgspec.structs.replace(base, by_keyword="Modular")


TRANSFORMER = ModularRules
