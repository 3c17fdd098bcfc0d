"""Embalm (702.128) and eternalize (702.129), the text part: each is an activated ability that functions
while the card is in a graveyard (113.6k), with the cost 'exile this card from your graveyard' and sorcery
timing. Data only."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, Cost
from lithoform.compiler.values import mana
from lithoform.mechanics.embalm.nodes import ZombieTokenCopy


def zombie_copy_ability(cost: str, eternalize: bool) -> ActivatedAbility:
    """702.128a / 702.129a: '[Cost], Exile this card from your graveyard: Create a token that's a copy of it,
    except ... Activate only as a sorcery.'"""
    word = "Eternalize" if eternalize else "Embalm"
    return ActivatedAbility(cost=Cost(mana=cost, exile_this=True), effect=ZombieTokenCopy(eternalize),
                            zone="graveyard", sorcery_speed=True, keyword=word, text=f"{word} {cost}")


class EmbalmRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_embalm(self, c: list) -> ActivatedAbility:
        return zombie_copy_ability(mana(c[0]), eternalize=False)

    def kw_eternalize(self, c: list) -> ActivatedAbility:
        return zombie_copy_ability(mana(c[0]), eternalize=True)


TRANSFORMER = EmbalmRules
