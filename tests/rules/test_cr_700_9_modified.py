"""CR 700.9: 'A permanent is modified if it has one or more counters on it (see rule 122), if it is equipped
(see rule 301.5), or if it is enchanted by an Aura that is controlled by that permanent's controller (see rule
303.4).' Played with the compiled Upriser Renegade ('Upriser Renegade gets +2/+0 for each other modified
creature you control.'), Invigorating Hot Spring ('Modified creatures you control have haste.'), Orochi
Merge-Keeper ('As long as Orochi Merge-Keeper is modified, it has "{T}: Add {G}{G}."'), Ambitious Assault ('If
you control a modified creature, draw a card.') and Akki Ember-Keeper ('Whenever a nontoken modified creature
you control dies, create a 1/1 colorless Spirit creature token.')."""

from __future__ import annotations

from support import board, cast, hand_size, pt, resolve_stack, tokens, use_compiled

from lithoform.rules.continuous.characteristics import chars

RENEGADE = "Upriser Renegade"
SPRING = "Invigorating Hot Spring"
KEEPER = "Orochi Merge-Keeper"
use_compiled(RENEGADE, SPRING, KEEPER, "Ambitious Assault", "Akki Ember-Keeper")


def _power(game, name: str) -> int | None:  # type: ignore[no-untyped-def]
    return pt(game, game.find(name))[0]


def test_700_9_a_counter_of_any_kind_makes_a_creature_modified() -> None:
    game = board({"battlefield": [RENEGADE, {"card": "Grizzly Bears", "counters": {"-1/-1": 1}}]})
    assert _power(game, RENEGADE) == 3  # the Bears has a -1/-1 counter: modified (any kind of counter)
    plain = board({"battlefield": [RENEGADE, "Grizzly Bears"]})
    assert _power(plain, RENEGADE) == 1


def test_700_9_equipped_is_modified_whoever_controls_the_equipment() -> None:
    game = board({"battlefield": [RENEGADE, {"card": "Grizzly Bears", "label": "bears"}]},
                 {"battlefield": [{"card": "Bonesplitter", "attached_to": "bears"}]})
    assert _power(game, RENEGADE) == 3  # 301.5: an opponent's Equipment makes it modified too


def test_700_9_only_an_aura_its_controller_controls_makes_it_modified() -> None:
    mine = board({"battlefield": [RENEGADE, {"card": "Grizzly Bears", "label": "bears"},
                                  {"card": "Rancor", "attached_to": "bears"}]})
    assert _power(mine, RENEGADE) == 3
    theirs = board({"battlefield": [RENEGADE, {"card": "Grizzly Bears", "label": "bears"}]},
                   {"battlefield": [{"card": "Pacifism", "attached_to": "bears"}]})
    assert _power(theirs, RENEGADE) == 1  # an opponent's Aura: not modified (the rulings of Upriser Renegade)


def test_700_9_modified_creatures_you_control_have_haste() -> None:
    game = board({"battlefield": [SPRING, {"card": "Grizzly Bears", "counters": {"+1/+1": 1}},
                                  {"card": "Runeclaw Bear"}]})
    assert "haste" in chars(game.state, game.find("Grizzly Bears")).keywords
    assert "haste" not in chars(game.state, game.find("Runeclaw Bear")).keywords


def test_700_9_as_long_as_it_is_modified_it_has_the_ability() -> None:
    plain = board({"battlefield": [KEEPER]})
    assert len(chars(plain.state, plain.find(KEEPER)).activated) == 1
    modified = board({"battlefield": [{"card": KEEPER, "counters": {"+1/+1": 1}}]})
    assert len(chars(modified.state, modified.find(KEEPER)).activated) == 2


def test_700_9_if_you_control_a_modified_creature_draw_a_card() -> None:
    game = board({"hand": ["Ambitious Assault"], "battlefield": [{"card": "Mountain", "count": 3},
                                                                 {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]})
    cast(game, "Ambitious Assault")
    resolve_stack(game)
    assert hand_size(game) == 1
    plain = board({"hand": ["Ambitious Assault"], "battlefield": [{"card": "Mountain", "count": 3}, "Grizzly Bears"]})
    cast(plain, "Ambitious Assault")
    resolve_stack(plain)
    assert hand_size(plain) == 0


def test_700_9_a_dying_creature_is_modified_as_it_last_existed() -> None:
    """Akki Ember-Keeper: a creature with a +1/+1 counter that dies was modified (603.10a: looks back)."""
    game = board({"hand": ["Lightning Bolt"], "battlefield": [
        "Mountain", "Akki Ember-Keeper", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]})
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert len(tokens(game, 0)) == 1
    plain = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Akki Ember-Keeper", "Grizzly Bears"]})
    cast(plain, "Lightning Bolt", plain.find("Grizzly Bears"))
    resolve_stack(plain)
    assert tokens(plain, 0) == []
