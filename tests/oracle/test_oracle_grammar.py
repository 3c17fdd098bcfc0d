"""The LALR grammar (parser.py): no conflict but the listed ones, a transformer rule for every rule of the
grammar, and the readings of the templates whose words an LALR parser must tell apart by the words that
follow (subjects that are players or objects, 'and' joining clauses or objects, pronouns)."""

from __future__ import annotations

import pytest
from lark import Tree

from lithoform.carddb import get_card
from lithoform.cards.tree import (
    DealDamage,
    Discard,
    DrawCards,
    LoseLife,
    PowerOf,
    PutCounters,
    Target,
    This,
    Triggering,
    You,
)
from lithoform.compiler import compile_card
from lithoform.compiler.parser import EXPECTED_SHIFTS, conflicts, parse, parser
from lithoform.compiler.transform import OracleTransformer


def test_the_grammar_has_only_the_expected_shift_reduce_conflicts() -> None:
    assert conflicts() == set(EXPECTED_SHIFTS)


def test_every_rule_of_the_grammar_has_a_transformer_rule() -> None:
    """A rule without one would leave a parse tree inside the ability tree (the transformer refuses it)."""
    names = {r.alias or r.origin.name for r in parser().rules}
    missing = sorted(str(n) for n in names if not str(n).startswith("_")
                     and not hasattr(OracleTransformer, str(n)) and not str(n).startswith("__"))
    inlined = {"np", "np_pronoun", "np_other"}  # '?' rules: their alternatives all have aliases
    assert [n for n in missing if n not in inlined] == []


def test_a_line_parses_in_one_pass() -> None:
    tree = parse("target §0 gets +2/+2 and gains flying until end of turn.", "effects")
    assert isinstance(tree, Tree)


def _effect(name: str):
    card = compile_card(get_card(name)).card
    assert card is not None, name
    face = card.faces[0]
    return face.spell.effect if face.spell else face.abilities[-1].effect


def test_a_clause_without_subject_takes_the_subject_of_the_clause_before_it() -> None:
    """'Target player draws two cards and loses 2 life.': the target player loses the life (608.2c)."""
    draw, lose = _effect("Blood Pact").effects
    assert draw == DrawCards(2, Target(0)) and lose == LoseLife(2, Target(0))
    draw, discard = _effect("Geier Reach Sanitarium").effects
    assert discard.who == draw.who  # 'Each player draws a card, then discards a card.'


def test_an_instruction_without_subject_is_the_controllers() -> None:
    """Fast: 'Discard a card, then draw two cards.'"""
    discard, draw = _effect("Fast").effects
    assert draw.who == You() and isinstance(discard, Discard) and discard.who == You()


def test_and_after_damage_joins_recipients_or_starts_a_clause() -> None:
    """'deals 3 damage to each creature with flying and each player' vs 'deals 3 damage to any target and you
    gain 3 life'."""
    creatures, players = _effect("Claws of Wirewood").effects
    assert isinstance(creatures, DealDamage) and isinstance(players, DealDamage)
    deal, gain = _effect("Lightning Helix").effects
    assert deal.to == Target(0) and gain.who == You()


def test_its_power_refers_to_an_object_not_a_target_player() -> None:
    """Mortis Dogs: 'When Mortis Dogs dies, target player loses life equal to its power.'"""
    assert _effect("Mortis Dogs") == LoseLife(PowerOf(This()), Target(0))


def test_that_creature_in_a_trigger_is_the_triggering_creature_not_this_one() -> None:
    """Hamletback Goliath: '... you may put X +1/+1 counters on Hamletback Goliath, where X is that
    creature's power.'"""
    may = _effect("Hamletback Goliath")
    assert may.effect == PutCounters("+1/+1", PowerOf(Triggering()), This())


@pytest.mark.parametrize("name, why", [
    # Rupture's 'that creature' (the sacrificed one) is now read (mechanics/this_way_objects); a reflexive
    # ability reading it is not (603.12: it resolves on its own, after the sacrifice)
    ("Heart-Piercer Manticore", "that creature: the sacrificed one, in a reflexive ability"),
    ("Ash Zealot", "a spell cast from a graveyard"),
    ("Zirilan of the Claw", "the found card, then 'that dragon'"),
])
def test_references_the_tree_cannot_make_are_unparsed_rather_than_guessed(name: str, why: str) -> None:
    result = compile_card(get_card(name))
    if name == "Zirilan of the Claw":
        assert result.ok  # 'that dragon' is the card the search found (Found)
        return
    assert not result.ok, why


def test_cinderclasm_it_deals_is_the_spell_after_each_creature() -> None:
    """'Cinderclasm deals 1 damage to each creature. If it was kicked, it deals 2 damage to each creature
    instead.'"""
    ifthen = _effect("Cinderclasm")
    assert ifthen.then.source == This() and ifthen.otherwise.source == This()
