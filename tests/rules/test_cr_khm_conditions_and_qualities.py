"""Rules families added for Kaldheim and the pool: starting life total conditions (103.4, 611.3a), protection
from '<subtype> creatures' and from a supertype (702.16a), hexproof from a card type (702.11d), 'if you can't'
(609.3), 'return a card at random' and 'return a card from your graveyard to the battlefield' (400.7,
110.2a), 'a permanent you control becomes the target' (603.2), creatures that share a creature type (205.3m)."""

from __future__ import annotations

import msgspec
from support import activate, board, cast, counters, pass_both, pass_until, use_compiled
from support.reading import battlefield_names, life

from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.stack.targets import _hexproof_from

use_compiled("Righteous Valkyrie", "Cosmos Elixir", "Sigrid, God-Favored", "Eradicator Valkyrie",
             "Lord of the Pit", "Grizzly Bears", "Port of Karfell", "Ghoulraiser", "Battle Mammoth", "Shock",
             "Littjara Kinseekers", "Llanowar Elves", "Elvish Mystic", "Rise of the Dread Marn")


def _set_life(game, player: int, n: int) -> None:
    p = game.state.players[player]
    game.state.set_player(msgspec.structs.replace(p, life=n))


def test_611_3a_righteous_valkyrie_pumps_at_seven_life_above_the_start() -> None:
    """Righteous Valkyrie: "As long as you have at least 7 life more than your starting life total, creatures
    you control get +2/+2." (103.4: 20 in a two-player game)"""
    game = board({"battlefield": ["Righteous Valkyrie", "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    _set_life(game, 0, 26)
    game.state.characteristics_changed()
    assert chars(game.state, bears).power == 2
    _set_life(game, 0, 27)
    game.state.characteristics_changed()
    assert chars(game.state, bears).power == 4


def test_103_4_cosmos_elixir_draws_above_the_starting_life_total() -> None:
    """Cosmos Elixir: "At the beginning of your end step, draw a card if your life total is greater than your
    starting life total. Otherwise, you gain 2 life." """
    for start, hand, gained in ((21, 1, 0), (20, 0, 2)):
        game = board({"battlefield": ["Cosmos Elixir"], "library": ["Island"] * 5})
        _set_life(game, 0, start)
        pass_until(game, "end")
        pass_both(game)
        assert len(game.zone("hand", 0)) == hand and life(game, 0) == start + gained


def test_702_16a_protection_from_god_creatures_names_both_qualities() -> None:
    game = board({"battlefield": ["Sigrid, God-Favored"]})
    assert "protection from god creatures" in chars(game.state, game.find("Sigrid, God-Favored")).keywords


def test_702_11d_hexproof_from_planeswalkers_is_about_planeswalker_sources() -> None:
    game = board({"battlefield": ["Eradicator Valkyrie", "Grizzly Bears"]})
    kw = chars(game.state, game.find("Eradicator Valkyrie")).keywords
    assert "hexproof from planeswalkers" in kw
    assert not _hexproof_from(game.state, kw, game.find("Grizzly Bears"))  # a creature source: no


def test_609_3_lord_of_the_pit_deals_7_damage_if_you_cant_sacrifice() -> None:
    """Lord of the Pit: "At the beginning of your upkeep, sacrifice a creature other than Lord of the Pit. If
    you can't, Lord of the Pit deals 7 damage to you." """
    game = board({"battlefield": ["Lord of the Pit"], "library": ["Island"] * 5}, {"library": ["Island"] * 5})
    pass_until(game, "draw", turn=game.state.turn + 2)
    assert life(game, 0) == 13 and "Lord of the Pit" in battlefield_names(game, 0)


def test_609_3_lord_of_the_pit_with_another_creature_sacrifices_it() -> None:
    game = board({"battlefield": ["Lord of the Pit", "Grizzly Bears"], "library": ["Island"] * 5},
                 {"library": ["Island"] * 5})
    pass_until(game, "draw", turn=game.state.turn + 2)
    assert life(game, 0) == 20 and "Grizzly Bears" not in battlefield_names(game, 0)


def test_110_2a_port_of_karfell_returns_a_creature_card_tapped() -> None:
    """Port of Karfell: "{3}{U}{B}{B}, {T}, Sacrifice Port of Karfell: Mill four cards, then return a creature
    card from your graveyard to the battlefield tapped." """
    game = board({"battlefield": ["Port of Karfell", "Island"] + ["Swamp"] * 5,
                  "library": ["Grizzly Bears", "Island", "Island", "Island", "Island"]})
    port = game.find("Port of Karfell")
    game.state.set_obj(msgspec.structs.replace(game.state.objects[port], tapped=False))
    activate(game, port, 2)
    pass_both(game)
    bears = game.find("Grizzly Bears")
    assert game.state.objects[bears].zone == "battlefield" and game.state.objects[bears].tapped


def test_ghoulraiser_returns_a_zombie_card_at_random() -> None:
    """Ghoulraiser ruling: "The creature card returned to your hand is chosen at random as the ability
    resolves." (no question is asked: the game picks with its seeded generator)"""
    game = board({"hand": ["Ghoulraiser"], "graveyard": ["Ghoulraiser", "Grizzly Bears"],
                  "battlefield": ["Swamp"] * 3})
    cast(game, game.find("Ghoulraiser", zone="hand"))
    pass_both(game)
    pass_both(game)
    hand = [game.state.objects[o].card for o in game.zone("hand", 0)]
    assert hand == ["Ghoulraiser"]


def test_603_2_battle_mammoth_triggers_when_an_opponent_targets_your_permanent() -> None:
    """Battle Mammoth: "Whenever a permanent you control becomes the target of a spell or ability an opponent
    controls, you may draw a card." """
    game = board({"battlefield": ["Battle Mammoth", "Grizzly Bears"], "library": ["Island"] * 3},
                 {"hand": ["Shock"], "battlefield": ["Mountain"]}, active="P2")
    cast(game, "Shock", game.find("Grizzly Bears"))
    assert any(w.name == "Battle Mammoth" for w in game.state.waiting) or game.pending.kind != "priority" \
        or len(game.state.stack) == 2


def test_205_3m_littjara_kinseekers_counts_creatures_sharing_a_type() -> None:
    """Littjara Kinseekers: "When Littjara Kinseekers enters the battlefield, if you control three or more
    creatures that share a creature type, put a +1/+1 counter on Littjara Kinseekers, then scry 1." (it is
    every creature type itself: 702.73a)"""
    game = board({"hand": ["Littjara Kinseekers"], "battlefield": ["Llanowar Elves", "Elvish Mystic"]
                  + ["Island"] * 4, "library": ["Island"] * 3})
    cast(game, "Littjara Kinseekers")
    pass_both(game)
    pass_both(game)
    if game.pending.kind != "priority":  # scry 1
        game.apply("choose")
    assert counters(game, game.find("Littjara Kinseekers")) == 1

