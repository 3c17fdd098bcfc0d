"""'[Instruction] instead if [condition].' (608.2c), the text part: the sentence becomes an `Instead`, which
the compiler's sentence joiner (sentences.effects) turns into 'if [condition], the new instruction, else the
one before it', exactly as it does for 'If [condition], [instruction] instead.' Data only."""

from __future__ import annotations

from lithoform.compiler.values import Instead


class InsteadIfRules:
    """Transformer rule of the trailing 'instead if'; mixed into `OracleTransformer`."""

    def instead_if_sentence(self, c: list) -> Instead:
        """'~ deals 4 damage instead if you control three or more artifacts.' (Galvanic Blast) and 'Put
        three +1/+1 counters on that creature instead if a creature died this turn.' (Hunger of the
        Howlpack): the condition is read as the spell resolves (608.2c)."""
        clauses, condition = c
        return Instead(condition, self._finish(clauses))  # type: ignore[attr-defined]


TRANSFORMER = InsteadIfRules
