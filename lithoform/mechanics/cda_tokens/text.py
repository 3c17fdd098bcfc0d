"""A creature token whose power and toughness its quoted characteristic-defining ability defines (111.4, 604.3), the
text part. Data only: the token is made as any other (verbs.token_body) with 0/0 as the values its creating effect
gives (111.4: the effect defines no power and toughness); its characteristic-defining ability sets both in layer 7a
(613.4a), in every zone (604.3), so the token is never a 0/0 while it exists."""

from __future__ import annotations

from typing import Any

from lark import Token

from lithoform.cards.tree import PTFromCount, StaticEffect, TokenSpec
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.counted_pt.nodes import PTEqualTo


def _defines_pt(ability: Any) -> bool:
    """Whether a token's ability is a characteristic-defining ability of both its power and its toughness (604.3):
    a static ability of the token itself setting them in layer 7a (613.4a)."""
    if not isinstance(ability, StaticEffect) or ability.affected is not None or ability.attached is not None \
            or ability.condition is not None:
        return False
    return any(isinstance(p, PTFromCount) or (isinstance(p, PTEqualTo) and p.power is not None
                                               and p.toughness is not None) for p in ability.parts)


class CdaTokenRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def token_body_cda(self, c: list) -> TokenSpec:
        """'a green and white Elemental creature token with "This creature's power and toughness are each equal to
        ..."' (111.4, 604.3): the token's power and toughness are its ability's, not the effect's."""
        spec: TokenSpec = self.token_body([Token("PTSET", "0/0"), *c])  # type: ignore[attr-defined]
        if "Creature" not in spec.types or not any(_defines_pt(a) for a in spec.abilities):
            raise Unsupported("a creature token with no power and toughness and no ability defining them")
        return spec


TRANSFORMER = CdaTokenRules
