"""BOT-AGENT-4: a view kept current from the patches a "decide" or "end" carries."""
from typing import Any


def apply_patch(view: Any, patch: list) -> Any:
    """The view with the patch's operations applied in order: [path, value] sets, [path] removes.

    A path is the keys and indices from the view's root; an array's length as the last index appends,
    and [[], value] replaces the whole view. Changes `view` in place and returns it (or its replacement).
    """
    for operation in patch:
        path = operation[0]
        if not path:
            view = operation[1]
            continue
        parent = view
        for key in path[:-1]:
            parent = parent[key]
        last = path[-1]
        if len(operation) == 2:
            if isinstance(parent, list) and last == len(parent):
                parent.append(operation[1])
            else:
                parent[last] = operation[1]
        else:
            del parent[last]
    return view
