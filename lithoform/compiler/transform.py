"""From parse trees to ability-tree nodes.

The transformer runs bottom-up and left to right, so it meets the words of a line in printed order: each
'target' phrase takes the next target slot (601.2c announces targets in that order), and pronouns ('it',
'that creature', 'its controller') refer to the most recent object named before them. A `Scope` carries
that state across the lines of one spell (all its targets are one list) or within one ability.

The rules are grouped by concept, one module each, and mixed into `OracleTransformer`: noun phrases
(nouns.py), verb phrases (verbs.py), clauses and sentences (sentences.py), costs, triggers and conditions
(abilities.py), keyword and static lines (statics.py). The rules of a mechanic with a home of its own are
in its text part (lithoform/mechanics/<name>/text.py), listed in mechanic_texts.py.
"""

from __future__ import annotations

from typing import Any

from lark import Transformer

from lithoform.compiler.abilities import ENGINE_SACRIFICES_THIS, AbilityRules
from lithoform.compiler.combat_text import CombatTextRules
from lithoform.compiler.keyword_abilities import KeywordAbilityRules
from lithoform.compiler.library_text import LibraryRules
from lithoform.compiler.mechanic_texts import TRANSFORMER_RULES
from lithoform.compiler.nouns import NounRules
from lithoform.compiler.planeswalker_text import PlaneswalkerTextRules
from lithoform.compiler.replacements import ReplacementRules
from lithoform.compiler.seeds import SeedRules
from lithoform.compiler.sentences import SentenceRules
from lithoform.compiler.spell_or_creature import SpellOrCreatureRules
from lithoform.compiler.statics import StaticRules
from lithoform.compiler.turns import TurnRules
from lithoform.compiler.values import Scope, SpellSetting, Unsupported
from lithoform.compiler.verbs import VerbRules

__all__ = ["ENGINE_SACRIFICES_THIS", "OracleTransformer", "Scope", "SpellSetting", "Unsupported"]


class OracleTransformer(CombatTextRules, PlaneswalkerTextRules, SpellOrCreatureRules, NounRules, VerbRules,
                        SentenceRules, AbilityRules, StaticRules, SeedRules, ReplacementRules, TurnRules,
                        LibraryRules, KeywordAbilityRules, *TRANSFORMER_RULES, Transformer):
    """Parse tree -> ability tree nodes, with `scope` shared by the lines of one spell or ability."""

    def __init__(self, scope: Scope, face_types: tuple[str, ...] = (), linked: bool = False,
                 chunks: tuple[tuple[str, ...], ...] = (), face_subtypes: tuple[str, ...] = (),
                 face_mana_cost: str = "", names: tuple[str, ...] = (),
                 quoted: tuple[tuple[Any, ...], ...] = ()) -> None:
        super().__init__(visit_tokens=False)
        self.scope = scope
        scope.subject = None
        scope.position = None
        self.face_types = face_types
        self.face_subtypes = face_subtypes
        self.face_mana_cost = face_mana_cost
        self.linked = linked
        self.chunks = chunks
        self.names = names
        self.quoted = quoted

    def quoted_abilities(self, tok: object) -> tuple[Any, ...]:
        """The abilities a QUOTED placeholder stands for (compiler.py: compiled as lines of their own)."""
        return self.quoted[int(str(tok)[1:])]

    def card_name(self, tok: object) -> str:
        """The card name a NAME placeholder stands for (names.py)."""
        return self.names[int(str(tok)[1:])]

    def __default__(self, data, children, meta):  # type: ignore[no-untyped-def]
        """A rule with no method of its own: an error, never a parse tree left inside the ability tree."""
        raise Unsupported(f"no transformer rule for {data!r}")
