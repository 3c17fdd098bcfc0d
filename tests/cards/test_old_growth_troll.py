"""Old-Growth Troll, compiled from its Oracle text and played.

Oracle text: Trample / When Old-Growth Troll dies, if it was a creature, return it to the battlefield. It's an
Aura enchantment with enchant Forest you control and "Enchanted Forest has '{T}: Add {G}{G}' and '{1}, {T},
Sacrifice this land: Create a tapped 4/4 green Troll Warrior creature token with trample.'"
(205.1a, 303.4f-g, 603.4, 603.10a, 611.2a, 613.1d, 613.1f; mechanics/returns_as_aura)"""

from __future__ import annotations

from support import activate, board, cast, lands, pass_both, resolve_stack, tokens

from lithoform import Game

TROLL = "Old-Growth Troll"


def _murdered(p1: dict, p2: dict | None = None) -> Game:
    """P1's Troll (with whatever else `p1` holds) is destroyed by P1's Murder and its trigger resolves; the
    Aura it becomes is attached, as it enters, to an untapped Forest if there is one (303.4f)."""
    game = board(p1, p2)
    cast(game, "Murder", game.find(TROLL, zone="battlefield"))
    pass_both(game)  # Murder resolves; the Troll dies and its ability triggers (603.6c)
    assert game.state.stack
    pass_both(game)  # the dies ability resolves
    if game.pending.kind == "choose":
        options = game.pending.options
        game.apply(f"choose {next((o for o in options if not game.state.objects[o].tapped), options[0])}")
    return game


def _choose_host(game: Game, forest: int) -> None:
    assert game.pending.kind == "choose", game.pending
    assert forest in game.pending.options
    game.apply(f"choose {forest}")


def test_ruling_you_choose_which_forest_it_enchants_as_it_returns() -> None:
    """Ruling (2021-02-05): 'If you control but don’t own Old-Growth Troll, you (not its owner) will return it to
    the battlefield when it dies. You’ll choose which Forest you control it will enchant as it returns to the
    battlefield.' 303.4f: the Aura isn't cast, so its controller chooses what it enters attached to."""
    game = board({"battlefield": [lands("Forest", 2), lands("Swamp", 3), lands("Island", 4)],
                  "hand": ["Control Magic", "Murder"]},
                 {"battlefield": [TROLL, "Forest"]})
    troll = game.find(TROLL)
    cast(game, "Control Magic", troll)
    pass_both(game)
    assert game.state.objects[troll].controller == 0
    forests = [o for o in game.state.zones["battlefield"] if game.chars(o).name == "Forest"]
    mine = [f for f in forests if game.state.objects[f].controller == 0]
    cast(game, "Murder", troll)
    pass_both(game)
    pass_both(game)
    assert game.pending.kind == "choose"
    assert set(game.pending.options) == set(mine)  # 'enchant Forest you control': not P2's Forest
    _choose_host(game, mine[1])
    aura = game.find(TROLL, zone="battlefield")
    obj = game.state.objects[aura]
    assert obj.controller == 0 and obj.owner == 1 and obj.attached_to == mine[1]
    assert any(e.kind == "aura_attached_as_it_enters" for e in game.state.events())


def test_ruling_with_nothing_to_enchant_it_stays_in_the_graveyard() -> None:
    """Ruling (2021-02-05): 'If there’s nothing for Old-Growth Troll to legally enchant, it remains in its
    owner’s graveyard.' (303.4g)"""
    game = _murdered({"battlefield": [TROLL, lands("Swamp", 3)], "hand": ["Murder"]},
                     {"battlefield": ["Forest"]})  # only an opponent's Forest: not 'Forest you control'
    resolve_stack(game)
    assert game.find(TROLL, zone="graveyard")
    assert not any(game.chars(o).name == TROLL for o in game.state.zones["battlefield"])
    assert not any(game.state.effects)  # the effect that waited for it ended unused


def test_ruling_it_returns_as_an_aura_enchantment_with_no_other_types() -> None:
    """Ruling (2021-02-05): 'If a nontoken permanent that's a copy of Old-Growth Troll dies while it is a
    creature, it will return to the battlefield as an Aura with both its own normal abilities and the two new
    abilities granted by old-Growth Troll. The resulting permanent will also retain its name, colors, and
    supertypes, but it will be an Aura enchantment with no other types or subtypes.' The Troll itself returns
    the same way (205.1a, layer 4; 613.1f, layer 6)."""
    game = _murdered({"battlefield": [TROLL, lands("Forest", 1), lands("Swamp", 3)], "hand": ["Murder"]})
    aura = game.find(TROLL, zone="battlefield")
    c = game.chars(aura)
    assert set(c.types) == {"Enchantment"} and set(c.subtypes) == {"Aura"}
    assert c.name == TROLL and set(c.colors) == {"G"}
    assert "trample" in c.keywords  # its own abilities stay
    texts = [getattr(a, "text", "") for a in c.abilities]
    assert "Enchant Forest you control" in texts
    assert game.state.objects[aura].attached_to == game.find("Forest")


def test_enchanted_forest_taps_for_two_green() -> None:
    """'Enchanted Forest has "{T}: Add {G}{G}"': the granted ability is a mana ability of the Forest (605.1a)."""
    game = _murdered({"battlefield": [TROLL, lands("Forest", 2), lands("Swamp", 3)], "hand": ["Murder"]})
    aura = game.find(TROLL, zone="battlefield")
    forest = game.state.objects[aura].attached_to
    assert not game.state.objects[forest].tapped
    n = len(game.chars(forest).abilities)
    game.apply(f"activate {forest} {n - 1}")  # the granted '{T}: Add {G}{G}' (printed '{T}: Add {G}' first)
    assert [m.type for m in game.state.players[0].pool] == ["G", "G"]


def test_sacrifice_the_forest_for_a_tapped_troll_warrior() -> None:
    """'{1}, {T}, Sacrifice this land: Create a tapped 4/4 green Troll Warrior creature token with trample.':
    'this land' is the enchanted Forest, the ability's source (113.7); the Aura then goes to the graveyard
    as a state-based action (704.5m) and, not being a creature, doesn't die (700.4)."""
    game = _murdered({"battlefield": [TROLL, lands("Forest", 2), lands("Swamp", 4)], "hand": ["Murder"]})
    forest = game.state.objects[game.find(TROLL, zone="battlefield")].attached_to
    n = len(game.chars(forest).abilities)
    activate(game, forest, n)  # the last granted ability
    resolve_stack(game)
    made = tokens(game, 0)
    assert len(made) == 1
    t = game.chars(made[0])
    assert (t.power, t.toughness) == (4, 4) and "trample" in t.keywords and set(t.subtypes) == {"Troll", "Warrior"}
    assert game.state.objects[made[0]].tapped
    assert game.find(TROLL, zone="graveyard")  # the Aura went to the graveyard (704.5m) ...
    assert not any(game.chars(o).name == TROLL for o in game.state.zones["battlefield"])  # ... and stayed there


def test_ruling_a_token_copy_doesnt_return() -> None:
    """Ruling (2021-02-05): 'If a token is a copy of Old-Growth Troll, it won’t return from its owner’s
    graveyard.' (111.8, 704.5d: the token ceased to exist; 400.7: nothing is returned)"""
    game = board({"battlefield": [{"card": TROLL, "token": True}, "Forest", lands("Swamp", 3)], "hand": ["Murder"]})
    cast(game, "Murder", game.find(TROLL, zone="battlefield"))
    pass_both(game)
    resolve_stack(game)
    assert not any(game.chars(o).name == TROLL for o in game.state.zones["battlefield"])
    assert not game.state.effects
