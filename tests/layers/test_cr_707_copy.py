"""CR 707: copiable values, copies of copies, 'enter as a copy', token copies and copy exceptions."""

from __future__ import annotations

from support import board

from lithoform import Game


def resolve(game: Game) -> None:
    while game.state.stack and game.pending.kind == "priority":
        game.apply("pass")


def cast_clone(game: Game, name: str, choice: int | None) -> None:
    game.apply(f"cast {game.find(name, zone='hand')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose", game.pending
    game.apply(f"choose {choice}" if choice is not None else "choose")


def islands(n: int) -> dict:
    return {"card": "Island", "count": n}


def test_cr_707_2_copy_takes_printed_values_not_counters_status_or_effects() -> None:
    """707.2: the copiable values are the printed ones; counters, tapped status and other effects are not
    copied. A tapped Triskelion with one counter left, pumped by Giant Growth, is copied as a fresh 1/1
    Triskelion, which then enters with its own three counters (614.1c)."""
    game = board({"battlefield": [islands(4), "Forest"], "hand": ["Clone", "Giant Growth"]},
                 {"battlefield": [{"card": "Triskelion", "tapped": True, "counters": {"+1/+1": 1}}]})
    trisk = game.find("Triskelion")
    game.apply(f"cast {game.find('Giant Growth')}")
    game.apply(f"target {trisk}")
    game.apply("autopay")
    resolve(game)
    assert game.chars(trisk).power == 5
    cast_clone(game, "Clone", trisk)
    clone = game.find("Triskelion", player=0)
    obj = game.state.objects[clone]
    assert obj.card == "Clone" and game.chars(clone).name == "Triskelion"
    assert not obj.tapped
    assert obj.counter("+1/+1") == 3
    assert (game.chars(clone).power, game.chars(clone).toughness) == (4, 4)


def test_cr_707_3_copy_of_a_copy_copies_what_it_copied() -> None:
    """707.3: a copy of Clone-as-Grizzly-Bears is a Grizzly Bears."""
    game = board({"battlefield": [islands(8)], "hand": ["Clone", "Mirror Image"]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast_clone(game, "Clone", bears)
    first = game.find("Grizzly Bears", player=0)
    cast_clone(game, "Mirror Image", first)
    names = sorted(game.chars(i).name for i in game.zone("battlefield") if game.state.objects[i].controller == 0
                   and "Creature" in game.chars(i).types)
    assert names == ["Grizzly Bears", "Grizzly Bears"]


def test_cr_107_3m_copied_x_is_zero_walking_ballista_copy_dies() -> None:
    """107.3m / Replicate ruling: X in a copied mana cost is 0; a Clone of Walking Ballista enters with no
    counters and dies as a 0/0 (704.5f)."""
    game = board({"battlefield": [islands(4)], "hand": ["Clone"]},
                 {"battlefield": [{"card": "Walking Ballista", "counters": {"+1/+1": 3}}]})
    cast_clone(game, "Clone", game.find("Walking Ballista"))
    assert game.find("Clone", zone="graveyard")
    assert game.chars(game.find("Clone", zone="graveyard")).name == "Clone"  # copy effects end (400.7)
    assert any("704.5f" in line for line in game.log())


def test_cr_707_copy_triggers_enters_abilities_of_the_copied_creature() -> None:
    """Enters-the-battlefield abilities of the copied creature trigger for the copy (Elvish Visionary)."""
    game = board({"battlefield": [islands(4)], "hand": ["Clone"], "library": ["Mountain"]},
                 {"battlefield": ["Elvish Visionary"]})
    cast_clone(game, "Clone", game.find("Elvish Visionary"))
    resolve(game)
    assert game.find("Mountain", zone="hand")


def test_cr_707_mirror_image_can_copy_only_a_creature_you_control() -> None:
    """Mirror Image: 'a copy of a creature you control': the choice lists only those."""
    game = board({"battlefield": [islands(3), "Llanowar Elves"], "hand": ["Mirror Image"]},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Mirror Image')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.options == (game.find("Llanowar Elves"),)


def test_cr_707_clone_may_copy_nothing_and_is_a_0_0() -> None:
    game = board({"battlefield": [islands(4)], "hand": ["Clone"]}, {"battlefield": ["Grizzly Bears"]})
    cast_clone(game, "Clone", None)
    assert game.find("Clone", zone="graveyard")


def test_cr_707_9_kiki_jiki_token_copy_has_haste_and_is_sacrificed_at_end_step() -> None:
    """707.9: 'except it has haste'; the token copies the creature's copiable values and is sacrificed at
    the beginning of the next end step (a delayed trigger, 603.7)."""
    game = board({"battlefield": ["Kiki-Jiki, Mirror Breaker", {"card": "Prodigal Pyromancer", "sick": True}]})
    kiki, pyro = game.find("Kiki-Jiki, Mirror Breaker"), game.find("Prodigal Pyromancer")
    game.apply(f"activate {kiki} 1")
    game.apply(f"target {pyro}")
    resolve(game)
    token = next(i for i in game.zone("battlefield") if game.state.objects[i].token)
    c = game.chars(token)
    assert c.name == "Prodigal Pyromancer" and "haste" in c.keywords
    assert f"activate {token} 1" in {str(a) for a in game.legal_actions()}  # haste: {T} right away (302.6)
    while game.state.step != "end":
        game.apply("done" if game.pending.kind in ("attackers", "blockers") else "pass")
    resolve(game)
    assert token not in game.state.objects
    assert game.find("Prodigal Pyromancer") == pyro


def test_cr_707_token_copy_of_a_token_takes_its_original_characteristics() -> None:
    """Replicate ruling: a copy of a token copies the original characteristics as the creating effect
    stated them (the Hornet's), not effects on it."""
    game = board({"battlefield": ["Kiki-Jiki, Mirror Breaker", {"card": "Island", "count": 3},
                                  "Hornet Cannon"]})
    cannon = game.find("Hornet Cannon")
    game.apply(f"activate {cannon} 1")
    game.apply("autopay")
    resolve(game)
    hornet = game.find("Hornet")
    game.apply(f"activate {game.find('Kiki-Jiki, Mirror Breaker')} 1")
    game.apply(f"target {hornet}")
    resolve(game)
    hornets = [i for i in game.zone("battlefield") if game.chars(i).name == "Hornet"]
    assert len(hornets) == 2
    copy = max(hornets)
    c = game.chars(copy)
    assert (c.power, c.toughness) == (1, 1) and {"flying", "haste"} <= c.keywords
    assert "Artifact" in c.types and "Insect" in c.subtypes


def test_cr_400_7_copy_effect_ends_when_the_clone_leaves() -> None:
    """A copy effect applies to that object only; in the graveyard it is a Clone again (400.7)."""
    game = board({"battlefield": [islands(4), "Mountain"], "hand": ["Clone", "Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast_clone(game, "Clone", game.find("Grizzly Bears"))
    mine = game.find("Grizzly Bears", player=0)
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply(f"target {mine}")
    game.apply("autopay")
    resolve(game)
    dead = game.find("Clone", zone="graveyard")
    assert game.chars(dead).name == "Clone"
    assert game.state.lki[mine].copied is not None  # its last known information was a Grizzly Bears
