"""One subject, several predicates (compiler/coordinated.py; 613.7a): 'Enchanted creature gets +2/+2, has
vigilance, and can't attack you or planeswalkers you control.' reads as one effect per predicate, each
applying to the same object, and the types and colors an Aura or Equipment adds (205.1b, 105.3)."""

from __future__ import annotations

from support import actions, board, pass_both, use_compiled

from lithoform.carddb import find_card
from lithoform.compiler.compiler import compile_card
from lithoform.rules.continuous.characteristics import chars

use_compiled("Vow of Duty", "Ghoulflesh", "Silverskin Armor", "Sinister Strength", "Call to Serve",
             "Leaden Fists", "Hellraiser Goblin")


def _enchanted(aura: str, creature: str = "Grizzly Bears", aura_side: int = 0) -> tuple:
    mine: list = [{"card": creature, "label": "c"}]
    theirs: list = []
    (mine if aura_side == 0 else theirs).append({"card": aura, "attached_to": "c"})
    game = board({"battlefield": mine}, {"battlefield": theirs})
    return game, game.labels["c"]


def test_cr_613_7a_each_predicate_applies_to_the_enchanted_creature() -> None:
    """Call to Serve: 'gets +1/+2, has flying, and is an Angel in addition to its other types' (layers 4, 6,
    7c): all three apply to the creature it enchants."""
    game, c = _enchanted("Call to Serve", "Hill Giant")
    ch = chars(game.state, c)
    assert (ch.power, ch.toughness) == (4, 5)
    assert "flying" in ch.keywords
    assert {"Angel", "Giant"} <= set(ch.subtypes)


def test_cr_105_3_colors_added_in_addition_to_its_other_colors() -> None:
    """Ghoulflesh ruling (2012-05-01): "If Ghoulflesh causes a creature to have 0 toughness ... it will be a
    black Zombie (in addition to its other colors and types) when it dies." A red Giant stays red."""
    game, c = _enchanted("Ghoulflesh", "Hill Giant")
    ch = chars(game.state, c)
    assert set(ch.colors) == {"R", "B"} or set(ch.colors) == {"red", "black"}
    assert {"Zombie", "Giant"} <= set(ch.subtypes)
    assert (ch.power, ch.toughness) == (2, 2)


def test_cr_105_3_is_black_replaces_its_colors() -> None:
    """Sinister Strength: 'gets +3/+1 and is black' (no 'in addition'): the creature is black only."""
    game, c = _enchanted("Sinister Strength")
    ch = chars(game.state, c)
    assert len(ch.colors) == 1 and next(iter(ch.colors)).lower() in ("b", "black")
    assert (ch.power, ch.toughness) == (5, 3)


def test_silverskin_armor_card_type_added_colors_kept() -> None:
    """Silverskin Armor ruling (2011-06-01): "The equipped creature will remain whatever color(s) it was
    previously. Becoming an artifact doesn't make the creature colorless.\""""
    game, c = _enchanted("Silverskin Armor")
    ch = chars(game.state, c)
    assert {"Artifact", "Creature"} <= set(ch.types)
    assert ch.colors and (ch.power, ch.toughness) == (3, 3)


def test_cr_508_1c_vow_creature_cant_attack_the_auras_controller() -> None:
    """Vow of Duty: 'can't attack you or planeswalkers you control': 'you' is the Aura's controller (P2 here),
    so the creature P1 controls can't attack P2; it still has vigilance and +2/+2."""
    game, c = _enchanted("Vow of Duty", aura_side=1)
    assert "vigilance" in chars(game.state, c).keywords
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "c"}]},
                 {"battlefield": [{"card": "Vow of Duty", "attached_to": "c"}]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.labels['c']} P2")
    assert "done" not in actions(game)


def test_cr_508_1c_vow_on_own_creature_attacks_the_opponent() -> None:
    """Vow of Duty controlled by the creature's controller: it may attack the opponent."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "c"},
                                  {"card": "Vow of Duty", "attached_to": "c"}]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.labels['c']} P2")
    assert "done" in actions(game)


def test_cr_502_3_leaden_fists_doesnt_untap() -> None:
    """Leaden Fists: 'gets +3/+3 and doesn't untap during its controller's untap step'."""
    game, c = _enchanted("Leaden Fists")
    assert (chars(game.state, c).power, chars(game.state, c).toughness) == (5, 5)


def test_hellraiser_goblin_group_subject_two_predicates() -> None:
    """Hellraiser Goblin ruling (2013-01-24): "Hellraiser Goblin's ability also affects itself." Creatures you
    control have haste (and attack each combat if able)."""
    game = board({"battlefield": ["Hellraiser Goblin", "Grizzly Bears"]})
    for o in game.state.zones["battlefield"]:
        assert "haste" in chars(game.state, o).keywords


def test_split_refused_when_a_modifier_scopes_over_every_predicate() -> None:
    """'... gets +1/+1 and has flying as long as ...' is not split: the condition reads over both (the
    compiler refuses what it can't read whole rather than attach the condition to one part)."""
    from lithoform.compiler.coordinated import split_predicates
    assert split_predicates("enchanted §0 gets +1/+1 and has flying as long as you control a §1.") is None
    assert split_predicates("enchanted §0 gets +1/+1, has flying, and is an §1 in addition to its other types.") \
        == ["enchanted §0 gets +1/+1.", "enchanted §0 has flying.", "enchanted §0 is an §1 in addition to its other types."]
    assert compile_card(find_card("Vow of Duty").card).card is not None
