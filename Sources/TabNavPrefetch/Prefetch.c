// The module is its header (include/TabNavPrefetch.h); this file only gives the package manager a source to build.
#include "TabNavPrefetch.h"
